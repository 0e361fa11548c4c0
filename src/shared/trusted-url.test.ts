import { describe, expect, it } from 'vitest';
import { VIDEO_FRAME_ORIGINS, trustedLink, videoEmbed } from './trusted-url';

/** A page of the site at the root, over https as served, and the same site under /demo/ on a local preview. */
const HTTPS_PAGE = 'https://app.example/cliente/projectos';
const DEMO_PAGE = 'http://localhost:4173/demo/cliente/projectos';

const link = (url: string, page = HTTPS_PAGE, base = '/') => trustedLink(url, base, page);
const video = (url: string, page = HTTPS_PAGE, base = '/') => videoEmbed(url, base, page);

describe('INVEST-25 a URL the server sends is linked only when https or the site’s own', () => {
  it('refuses javascript:, data:, blob:, file: and http to another origin, whatever their case or spacing', () => {
    for (const refused of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      '  JaVaScRiPt:alert(1)',
      '\tjava\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:application/pdf;base64,AAAA',
      'http://x.test/a.pdf',
      'HTTP://x.test/a.pdf',
      'blob:https://app.example/0f1e',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'ftp://x.test/a.pdf',
    ]) {
      expect(link(refused), JSON.stringify(refused)).toBeNull();
      expect(video(refused), JSON.stringify(refused)).toBeNull();
    }
  });

  it('links https, normalised as a browser would read it', () => {
    expect(link('https://docs.example/oferta.pdf')).toBe('https://docs.example/oferta.pdf');
    expect(link('  HTTPS://Docs.Example/oferta.pdf ')).toBe('https://docs.example/oferta.pdf');
  });

  it('resolves a relative path against the site, also under a sub-path', () => {
    expect(link('documentos/datos-de-oferta.pdf')).toBe('https://app.example/documentos/datos-de-oferta.pdf');
    expect(link('documentos/datos-de-oferta.pdf', DEMO_PAGE, '/demo/')).toBe(
      'http://localhost:4173/demo/documentos/datos-de-oferta.pdf',
    );
    expect(link('/documentos/a.pdf', DEMO_PAGE, '/demo/')).toBe('http://localhost:4173/documentos/a.pdf');
  });

  it('links the site’s own origin even where the site is served over http (a local preview), not another', () => {
    expect(link('http://localhost:4173/demo/a.pdf', DEMO_PAGE, '/demo/')).toBe(
      'http://localhost:4173/demo/a.pdf',
    );
    expect(link('http://localhost:4174/demo/a.pdf', DEMO_PAGE, '/demo/')).toBeNull();
    expect(link('blob:http://localhost:4173/0f1e', DEMO_PAGE, '/demo/')).toBeNull();
  });

  it('takes a protocol-relative address with the page’s scheme: https to its host on an https site', () => {
    expect(link('//evil.test/a.pdf')).toBe('https://evil.test/a.pdf');
    expect(link('//evil.test/a.pdf', DEMO_PAGE, '/demo/')).toBeNull();
    // Linked, but never framed: a plain link that says its host.
    expect(video('//evil.test/a.mp4')).toEqual({
      kind: 'link',
      href: 'https://evil.test/a.mp4',
      host: 'evil.test',
    });
  });

  it('gives nothing for a missing or empty address', () => {
    for (const none of [null, undefined, '', '   ']) {
      expect(link(none as string), String(none)).toBeNull();
      expect(video(none as string), String(none)).toBeNull();
    }
  });
});

describe('INVEST-25 how a project’s video shows', () => {
  const youtube = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };

  it('plays YouTube addresses in the privacy-enhanced player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'HTTPS://WWW.YOUTUBE.COM/embed/dQw4w9WgXcQ',
    ])
      expect(video(url), url).toEqual(youtube);
  });

  it('does not embed a YouTube address whose id is not 11 letters, digits, - or _ (it is only linked)', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/../../x',
      'https://www.youtube.com/embed/dQw4w9WgXc%22',
      'https://www.youtube.com/embed/dQw4w9WgXcQQ',
      'https://youtu.be/dQw4w9WgXc!',
    ])
      expect(video(url)?.kind, url).toBe('link');
    // Over http, not at all.
    expect(video('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });

  it('plays Vimeo addresses in Vimeo’s player', () => {
    const vimeo = { kind: 'vimeo', src: 'https://player.vimeo.com/video/76979871' };
    expect(video('https://vimeo.com/76979871')).toEqual(vimeo);
    expect(video('https://www.vimeo.com/76979871/')).toEqual(vimeo);
    expect(video('https://player.vimeo.com/video/76979871?h=abc')).toEqual(vimeo);
    expect(video('https://vimeo.com/channels/staffpicks')?.kind).toBe('link');
    expect(video('https://vimeo.example/76979871')).toEqual({
      kind: 'link',
      href: 'https://vimeo.example/76979871',
      host: 'vimeo.example',
    });
  });

  it('frames only the players of VIDEO_FRAME_ORIGINS', () => {
    expect(VIDEO_FRAME_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const shown = video(url)!;
      expect(shown.kind === 'youtube' || shown.kind === 'vimeo').toBe(true);
      expect(VIDEO_FRAME_ORIGINS).toContain(new URL((shown as { src: string }).src).origin);
    }
  });

  it('plays the site’s own .mp4, .webm and .ogg files, also under a sub-path; another host’s only as a link', () => {
    expect(video('videos/pry-0001.mp4', DEMO_PAGE, '/demo/')).toEqual({
      kind: 'file',
      src: 'http://localhost:4173/demo/videos/pry-0001.mp4',
    });
    expect(video('https://app.example/v/a.WEBM?x=1')).toEqual({
      kind: 'file',
      src: 'https://app.example/v/a.WEBM?x=1',
    });
    expect(video('/v/a.ogg')).toEqual({ kind: 'file', src: 'https://app.example/v/a.ogg' });
    expect(video('https://cdn.example/a.mp4')).toEqual({
      kind: 'link',
      href: 'https://cdn.example/a.mp4',
      host: 'cdn.example',
    });
  });

  it('links any other https address, naming its host, and never frames it', () => {
    expect(video('https://evil.test/video')).toEqual({
      kind: 'link',
      href: 'https://evil.test/video',
      host: 'evil.test',
    });
    expect(video('https://evil.test:8443/frame')).toEqual({
      kind: 'link',
      href: 'https://evil.test:8443/frame',
      host: 'evil.test:8443',
    });
    // A look-alike of YouTube's host is another host.
    expect(video('https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ')?.kind).toBe('link');
    expect(video('https://www.youtube.com@evil.test/embed/dQw4w9WgXcQ')).toMatchObject({
      kind: 'link',
      host: 'evil.test',
    });
  });
});
