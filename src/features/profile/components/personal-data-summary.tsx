import { Box, Text } from '@mantine/core';
import type { Profile } from '@/contract/auth';
import type { Country } from '@/contract/paises';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { formatBirthday, personalFields, shownValue, type PersonalFieldDef } from '../model/personal-data';
import { profileStrings } from '../strings';
import classes from './profile.module.css';

function displayed(field: PersonalFieldDef, profile: Profile, countries: readonly Country[]): string | null {
  const value = shownValue(profile[field.key]);
  if (value === null) return null;
  if (field.kind === 'date') return formatBirthday(value);
  if (field.kind === 'country') return countries.find((c) => String(c.id) === value)?.name ?? value;
  return value;
}

/**
 * PROF-08: the personal data, read-only, as a description list; an empty field reads 'Sin agregar'. Values
 * are plain text (a name containing HTML shows as typed).
 */
export function PersonalDataSummary(props: { profile: Profile; countries: readonly Country[] }) {
  return (
    <ResponsiveGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {personalFields.map((field) => {
        const value = displayed(field, props.profile, props.countries);
        return (
          <Box key={field.key} className={classes.item}>
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={value === null ? 400 : 500}
              fs={value === null ? 'italic' : undefined}
            >
              {value ?? profileStrings.personal.empty}
            </Text>
          </Box>
        );
      })}
    </ResponsiveGrid>
  );
}
