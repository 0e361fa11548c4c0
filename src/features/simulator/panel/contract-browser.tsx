import { Accordion, Anchor, Badge, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/states/error-state';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { CONTRACT_DOCUMENT_URL, useContractDocument } from '../api/simulator-panel';
import {
  fieldsOf,
  limitsOf,
  operationMatches,
  operationsOf,
  typeOf,
  type ContractOperation,
  type JsonSchema,
} from '../model/contract-document';
import { panelStrings } from './panel-strings';

const t = panelStrings.contract;

/** How deep the field tree goes before it stops (the contract's answers nest four levels at most). */
const MAX_DEPTH = 6;

/** A schema's fields as a nested list: name, type, whether required, limits. */
function Fields({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const fields = fieldsOf(schema);
  if (fields.length === 0) return depth === 0 ? <Text size="sm">{typeOf(schema)}</Text> : null;
  return (
    <List size="sm" spacing={2} withPadding={depth > 0} listStyleType="none">
      {fields.map(({ name, schema: field, required }) => {
        const limits = limitsOf(field);
        return (
          <List.Item key={name}>
            <Text span size="sm" ff="monospace" fw={600}>
              {name}
            </Text>
            <Text span size="sm">
              {': '}
              {typeOf(field)}
              {required ? ` · ${t.required}` : ''}
            </Text>
            {limits && (
              <Text span size="xs" c="gray.7">
                {` · ${limits}`}
              </Text>
            )}
            {depth < MAX_DEPTH && <Fields schema={field} depth={depth + 1} />}
          </List.Item>
        );
      })}
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function OperationDetails({ operation }: { operation: ContractOperation }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t.group}: {operation.group} · {t.session}: {operation.withSession ? t.withSession : t.withoutSession}
        {operation.deprecated ? ` · ${t.deprecated}` : ''}
      </Text>
      {operation.parameters.length > 0 && (
        <Section title={t.parameters}>
          <List size="sm" listStyleType="none">
            {operation.parameters.map((p) => (
              <List.Item key={p.name}>{t.parameter(p.name, p.where, p.required)}</List.Item>
            ))}
          </List>
        </Section>
      )}
      {operation.request && operation.mediaType ? (
        <Section title={t.request(operation.mediaType)}>
          <Fields schema={operation.request} />
        </Section>
      ) : (
        <Text size="xs" fw={700}>
          {t.noRequest}
        </Text>
      )}
      <Section title={t.response}>
        {operation.response ? <Fields schema={operation.response} /> : <Text size="sm">{t.noFields}</Text>}
      </Section>
      <Section title={t.refusals}>
        <List size="sm" listStyleType="none">
          {operation.refusals.map((refusal) => (
            <List.Item key={refusal.status}>
              <Text span size="sm" ff="monospace" fw={600}>
                {refusal.status}
              </Text>
              {`: ${refusal.description}`}
            </List.Item>
          ))}
        </List>
      </Section>
      {operation.examples.length > 0 && (
        <Section title={t.examples}>
          <List size="sm" listStyleType="none">
            {operation.examples.map((example) => (
              <List.Item key={`${example.status} ${example.name}`}>
                <Text span size="sm" ff="monospace" fw={600}>
                  {`${example.status} ${example.name}`}
                </Text>
                {example.summary && `: ${example.summary}`}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
    </Stack>
  );
}

/**
 * The published contract (openapi.json) to browse: every call with its payload, its answer and its refusals,
 * searchable, with the document to download for another client's tools.
 */
export function ContractBrowser() {
  const contract = useContractDocument();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const operations = useMemo(() => (contract.data ? operationsOf(contract.data) : []), [contract.data]);
  if (!contract.data)
    return contract.isError ? (
      <ErrorState message={t.failed} onRetry={() => void contract.refetch()} retrying={contract.isFetching} />
    ) : (
      <LoadingState shape="rows" count={6} label={t.loading} />
    );
  const shown = operations.filter((operation) => operationMatches(operation, deferredSearch));
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t.intro(contract.data.info.title, contract.data.info.version, operations.length)}{' '}
        <Anchor href={CONTRACT_DOCUMENT_URL} download="openapi.json">
          {t.download}
        </Anchor>
      </Text>
      <TextInput
        label={t.search}
        placeholder={t.searchHint}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="xs" c="gray.7" role="status">
        {t.count(shown.length, operations.length)}
      </Text>
      {shown.length === 0 && <EmptyState title={t.noMatch} icon={<IconSearch size={24} stroke={1.6} />} />}
      {shown.length > 0 && (
        <Accordion variant="contained" chevronPosition="left">
          {shown.map((operation) => (
            <Accordion.Item key={operation.id} value={operation.id}>
              <Accordion.Control>
                <Stack gap={0} miw={0}>
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Badge
                      size="sm"
                      variant="light"
                      color={operation.method === 'GET' ? 'teal' : 'blue'}
                      style={{ flexShrink: 0 }}
                    >
                      {operation.method}
                    </Badge>
                    {/* The whole path, wrapped on a phone: it is what the reader looks for. */}
                    <Text
                      size="sm"
                      ff="monospace"
                      miw={0}
                      style={{ wordBreak: 'break-all' }}
                      td={operation.deprecated ? 'line-through' : undefined}
                    >
                      {operation.path}
                    </Text>
                  </Group>
                  <Text size="xs" c="gray.7" lineClamp={2}>
                    {operation.summary}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <OperationDetails operation={operation} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
