import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useCreateBeneficiary } from '../api/beneficiary-create';
import { failureMessage, type BeneficiaryCreateRequest, type FormKind } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';
import { BeneficiaryForm } from './beneficiary-form';
import { useOwnCountryId, useSortedPaises } from './use-sorted-paises';

const t = beneficiaryStrings.form;

export interface AddBeneficiaryModalProps {
  /** Which form (BENEF-11..24). */
  form: FormKind;
  opened: boolean;
  /** Cancel, Escape, or 'Aceptar' after the result. */
  onClose: () => void;
  /** A beneficiary was created (after the list of its kind has been told to reload). */
  onCreated?: (message: string) => void;
}

function titleOf(form: FormKind): string {
  return t.titles[form === 'international-withdrawal' ? 'international' : form];
}

/**
 * The add-new modal of a kind (BENEF-03): its form, then the server's message in the same dialog with
 * 'Aceptar' (BENEF-26), a failure's message too (BENEF-27). After a success the list of that kind reloads
 * (BENEF-28) and 'Aceptar' closes; after a failure 'Aceptar' returns to the form with what was typed.
 */
export function AddBeneficiaryModal(props: AddBeneficiaryModalProps) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const create = useCreateBeneficiary();
  const countries = useSortedPaises();
  const ownCountry = useOwnCountryId();
  // Back from a refusal to the form: the keyboard continues in its first field.
  const formRef = useRef<HTMLDivElement>(null);
  const backToForm = useRef(false);
  useEffect(() => {
    if (result !== null || !backToForm.current) return;
    backToForm.current = false;
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [result]);

  const submit = async (payload: BeneficiaryCreateRequest) => {
    if (create.isPending) return;
    try {
      const response = await create.mutateAsync(payload);
      setResult({ ok: true, message: response.message });
      props.onCreated?.(response.message);
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };

  const accept = () => {
    if (result?.ok) {
      setResult(null);
      props.onClose();
    } else {
      backToForm.current = true;
      setResult(null);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={result ? accept : props.onClose}
      size="lg"
      withCloseButton={false}
      title={titleOf(props.form)}
    >
      {/* The form stays mounted under the result, so a refusal can be corrected without typing again. */}
      <Box hidden={result !== null} ref={formRef}>
        <BeneficiaryForm
          form={props.form}
          countries={countries}
          defaultCountryId={ownCountry}
          submitting={create.isPending}
          onSubmit={(payload) => void submit(payload)}
          onCancel={props.onClose}
        />
      </Box>
      {result && (
        <Box role={result.ok ? 'status' : 'alert'}>
          <Text>{result.message}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={accept} autoFocus>
              {t.accept}
            </Button>
          </Group>
        </Box>
      )}
    </Modal>
  );
}

/** BENEF-15: the withdrawal screen's add-international modal (bank country required; Swift, ABA, Iban optional). */
export function AddInternationalWithdrawalBeneficiaryModal(props: Omit<AddBeneficiaryModalProps, 'form'>) {
  return <AddBeneficiaryModal {...props} form="international-withdrawal" />;
}

/** BENEF-19, BENEF-20, BENEF-24: the withdrawal screen's add-crypto modal. */
export function AddCryptoBeneficiaryModal(props: Omit<AddBeneficiaryModalProps, 'form'>) {
  return <AddBeneficiaryModal {...props} form="crypto" />;
}

/** The withdrawal screen's add-national modal (the same rules as on the account screen, BENEF-11). */
export function AddNationalBeneficiaryModal(props: Omit<AddBeneficiaryModalProps, 'form'>) {
  return <AddBeneficiaryModal {...props} form="national" />;
}
