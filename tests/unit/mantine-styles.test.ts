import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  listedStyleFiles,
  mantineStyleFiles,
  neededStyleFiles,
  styleListProblem,
} from '../../scripts/mantine-styles-plugin';

const files = mantineStyleFiles(process.cwd());
const names = files.map((f) => f.name);
const classOf = (name: string) => [...files.find((f) => f.name === name)!.classes][0]!;
const script = (...classes: string[]) => `const classes = ${JSON.stringify(classes)};`;

describe("the build's check of Mantine's per-component styles", () => {
  it('reads every component file in the order of styles.css: the globals first, a base before what builds on it', () => {
    expect(names.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    expect(names.length).toBeGreaterThan(100);
    expect(names.indexOf('UnstyledButton.css')).toBeLessThan(names.indexOf('Button.css'));
    expect(names.indexOf('Input.css')).toBeLessThan(names.indexOf('PasswordInput.css'));
  });

  it('needs the globals and the files whose classes the scripts use, nothing else', () => {
    const needed = neededStyleFiles(files, [script(classOf('Button.css')), script(classOf('Input.css'))]);
    expect(needed).toEqual([
      'baseline.css',
      'default-css-variables.css',
      'global.css',
      'Input.css',
      'Button.css',
    ]);
    expect(neededStyleFiles(files, ['no Mantine class here'])).toEqual(names.slice(0, 3));
  });

  it('says what is missing, what is unused and when only the order is wrong', () => {
    const needed = ['baseline.css', 'Input.css', 'Button.css'];
    expect(styleListProblem(needed, needed)).toBeNull();
    expect(styleListProblem(['baseline.css', 'Button.css'], needed)).toMatch(/^missing: Input\.css\./);
    expect(styleListProblem([...needed, 'Tooltip.css'], needed)).toMatch(/^not used: Tooltip\.css\./);
    expect(styleListProblem(['baseline.css', 'Button.css', 'Input.css'], needed)).toMatch(
      /^out of styles\.css order\./,
    );
    expect(styleListProblem(['baseline.css'], needed)).toContain("import '@mantine/core/styles/Button.css';");
  });

  it("keeps the app's list in the order of styles.css, each file once", () => {
    const listed = listedStyleFiles(readFileSync('src/shared/ui/mantine-styles.ts', 'utf8'));
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.every((name) => names.includes(name))).toBe(true);
    expect(listed).toEqual([...listed].sort((a, b) => names.indexOf(a) - names.indexOf(b)));
  });
});
