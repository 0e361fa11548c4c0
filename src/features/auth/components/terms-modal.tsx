import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { termsStrings } from '../terms-strings';

/** REG-07, REG-08, TERMS-01..TERMS-09: the long terms and conditions, closed with 'Continuar'. */
export function TermsModal(props: { opened: boolean; onContinue: () => void }) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onContinue}
      title={termsStrings.title}
      size="lg"
      withCloseButton={false}
    >
      <Stack gap="md">
        {termsStrings.sections.map((section) => (
          <section key={section.heading}>
            <Title order={3} size="h5" mb={4}>
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm" mb={4}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
        <Group justify="flex-end">
          <Button onClick={props.onContinue} data-autofocus>
            {termsStrings.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
