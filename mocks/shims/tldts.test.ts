import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('the tldts stand-in of the browser build', () => {
  it('gives the last two labels, and nothing for IPs and single-label hosts', () => {
    expect(getDomain('demo.example.com')).toBe('example.com');
    expect(getDomain('example.com.')).toBe('example.com');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
  });
});
