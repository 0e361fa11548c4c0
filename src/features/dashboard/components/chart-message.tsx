import { Center, Text } from '@mantine/core';
import classes from './chart-message.module.css';

/** What a dashboard chart's box says instead of the chart (loading, empty, failed), at the chart's height. */
export function ChartMessage({ children, role }: { children: string; role?: 'status' }) {
  return (
    <Center className={classes.message}>
      <Text c="gray.7" ta="center" role={role}>
        {children}
      </Text>
    </Center>
  );
}
