import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileResponse } from './schemas/auth';
import { card, cardApplication, cardMovement } from './schemas/cards';
import { deposit, depositAddress } from './schemas/deposits';
import { investment, listTotals } from './schemas/investments';
import { offer } from './schemas/offers';
import { country } from './schemas/paises';
import { activity, issuer, offerType, secondaryOffer, secondaryOfferDetail } from './schemas/projects';
import { withdrawal } from './schemas/withdrawals';

/**
 * The entities of the spec (p1 §3, p2 §3) field by field: each schema the calls answer with carries exactly
 * the documented fields, so neither side can drop or invent one.
 */

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
const sorted = (fields: string) => fields.split(/,\s*/).sort();

describe('entities', () => {
  it('ENT-01 client records carry every documented field (and the identity the session needs)', () => {
    const documented = sorted(
      'name, email, referrer, identity, sexo, situacionlaboral, ocupacion, lugartrabajo, comercial_name, birthday_date, telephone, address_street, address_number, address_city, address_zipcode, address_zone, address_country, estadocivil, client_type, status, is_ofertante, cpf',
    );
    const keys = keysOf(profileResponse);
    expect(keys).toEqual(expect.arrayContaining(documented));
    // Besides them: the id, the last connection, the demo status and the fees (SHELL-02, DEMO-01, ENT-13).
    expect(keys.filter((k) => !documented.includes(k)).sort()).toEqual([
      'demo_status',
      'id',
      'last_c',
      'tasas',
    ]);
  });

  it('ENT-06 secondary offers carry exactly the documented fields', () => {
    expect(keysOf(secondaryOffer)).toEqual(
      sorted(
        'offer_id, issuer, code, name, country_iso, tipo, category, risk, warranty, fee_total_contract, fecha_fin, dias_pendientes, precioventa, ganancia, amount_proyecto, end_date, tax_referential_client, monto',
      ),
    );
  });

  it('ENT-07 secondary offer details add exactly the documented fields', () => {
    const added = keysOf(secondaryOfferDetail).filter((k) => !keysOf(secondaryOffer).includes(k));
    expect(added).toEqual(
      sorted(
        'precio_original, precio_original_2, rendimiento, rendimiento_2, rendimientofuturo, porcentaje_costo, porcentaje_diario, description, imagen, disponible, disponiblewallet, percentage_investment, percentage_enable, tiemporemanente',
      ),
    );
  });

  it('ENT-08 filter options carry countries (id, iso, name), offer types (id, tipo), activities (id, activity) and issuers (issuer)', () => {
    expect(keysOf(country)).toEqual(expect.arrayContaining(['id', 'iso', 'name']));
    expect(keysOf(offerType)).toEqual(['id', 'tipo']);
    expect(keysOf(activity)).toEqual(['activity', 'id']);
    expect(keysOf(issuer)).toEqual(['issuer']);
  });

  it('ENT-09 investments carry exactly the documented fields', () => {
    expect(keysOf(investment)).toEqual(
      sorted(
        'id, name, date_investment, end_date, investment_amount, monto_venta, fee_total_contract, tax_referential_client, rendimiento, rendimientofuturo, saldo, mercado_secundario, vender, date_sold, imagen, description, project',
      ),
    );
  });

  it('ENT-10 list totals carry cantidad, total_monto, total_rendimiento and total_saldo', () => {
    expect(keysOf(listTotals)).toEqual(sorted('cantidad, total_monto, total_rendimiento, total_saldo'));
  });

  it('ENT-11 offers carry exactly the documented fields', () => {
    expect(keysOf(offer)).toEqual(
      sorted(
        'id, name, fecha_inicio, fecha_fin, offers_amount, amount, rendimiento, saldo, valorventa, vender, date_investment, end_date',
      ),
    );
  });

  it('ENT-12 withdrawal rows carry id, fecha, note, beneficiario, tipo, currency_tag, monto, amount and estado', () => {
    expect(keysOf(withdrawal)).toEqual(
      sorted('id, fecha, note, beneficiario, tipo, currency_tag, monto, amount, estado'),
    );
  });

  it('ENT-13 user fees are tasas with monto_flat and monto_porcentual', () => {
    expect(keysOf(profileResponse.shape.tasas)).toEqual(['monto_flat', 'monto_porcentual']);
  });

  it('ENT-14 deposit rows carry fecha, tipo, currency_tag, monto and estado', () => {
    expect(keysOf(deposit)).toEqual(
      expect.arrayContaining(sorted('fecha, tipo, currency_tag, monto, estado')),
    );
  });

  it('ENT-15 USDT address rows carry direccion and network', () => {
    expect(keysOf(depositAddress)).toEqual(['direccion', 'network']);
  });

  it('ENT-16 cards carry exactly the documented fields', () => {
    expect(keysOf(card)).toEqual(
      sorted(
        'id, number, card_model, status, balance, blocked_balance, transit_balance, created_at, updated_at, movimientos',
      ),
    );
  });

  it('ENT-17 card movements carry id, description, reference, created_by, amount and created_at', () => {
    expect(keysOf(cardMovement)).toEqual(
      sorted('id, description, reference, created_by, amount, created_at'),
    );
  });

  it('ENT-18 CARD-30 the card-application profile carries the documented fields, plus the two the form also shows', () => {
    const documented = sorted(
      'first_name, last_name, document_type, cedula, email, birthDate, phone, genero, estadocivil, nacionalidad, address, state, country_id, city, zipCode, profesion',
    );
    expect(keysOf(cardApplication)).toEqual([...documented, 'address_number', 'address_zone'].sort());
  });
});
