import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DemoGuide } from './demo-guide';

// A build pointed at a real server (VITE_API_MODE=real), which has no progress call.
vi.mock('@/shared/api/config', async (original) => ({
  ...(await original<typeof import('@/shared/api/config')>()),
  apiMode: 'real',
}));

describe("the checklist 'Qué probar' with a real API", () => {
  it('is not there at all: no card, no button to show it, no call', () => {
    const { container } = render(<DemoGuide />);
    expect(container).toBeEmptyDOMElement();
  });
});
