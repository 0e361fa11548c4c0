/**
 * Beneficiaries (withdrawal accounts) in the store, always scoped to their owner: the [clientId+bank_personal]
 * index lists one kind of one client, and a lookup by id answers only the owner's record (SRV-40).
 */
import type { StoreDb } from './db';
import type { BeneficiaryRecord } from './records';

/** The client's beneficiaries of one kind, oldest first. */
export async function listBeneficiaries(
  db: StoreDb,
  clientId: number,
  kind: BeneficiaryRecord['bank_personal'],
): Promise<BeneficiaryRecord[]> {
  const rows = await db.beneficiaries.where('[clientId+bank_personal]').equals([clientId, kind]).sortBy('id');
  return rows;
}

/** The beneficiary with this id when it belongs to the client; undefined otherwise (unknown or another's). */
export async function findOwnBeneficiary(
  db: StoreDb,
  clientId: number,
  id: number,
): Promise<BeneficiaryRecord | undefined> {
  const row = await db.beneficiaries.get(id);
  return row && row.clientId === clientId ? row : undefined;
}

export async function addBeneficiary(db: StoreDb, record: Omit<BeneficiaryRecord, 'id'>): Promise<number> {
  return db.beneficiaries.add(record);
}

export async function deleteBeneficiary(db: StoreDb, id: number): Promise<void> {
  await db.beneficiaries.delete(id);
}

export async function countryExists(db: StoreDb, id: number): Promise<boolean> {
  return (await db.countries.get(id)) !== undefined;
}
