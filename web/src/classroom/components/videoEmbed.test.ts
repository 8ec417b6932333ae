import { describe, expect, it } from 'vitest';

import { videoEmbedOf } from './videoEmbed';

const youtube = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' };

describe('videoEmbedOf', () => {
  it.each([
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://youtube.com/watch?v=M7lc1UVf-VE&t=30s',
    'https://m.youtube.com/watch?v=M7lc1UVf-VE',
    'https://youtu.be/M7lc1UVf-VE',
    'https://www.youtube.com/embed/M7lc1UVf-VE',
    'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    'https://www.youtube.com/shorts/M7lc1UVf-VE',
  ])('plays %s from the privacy-enhanced domain', (url) => {
    expect(videoEmbedOf(url)).toEqual(youtube);
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])('plays %s from the Vimeo player', (url) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
  });

  it('links any other web address', () => {
    expect(videoEmbedOf('https://example.com/video.mp4')).toEqual({ kind: 'link', href: 'https://example.com/video.mp4' });
    // A look-alike host is not YouTube.
    expect(videoEmbedOf('https://youtube.com.example.org/watch?v=M7lc1UVf-VE')).toMatchObject({ kind: 'link' });
    expect(videoEmbedOf('https://www.youtube.com/watch?v=not-an-id')).toMatchObject({ kind: 'link' });
  });

  it('shows nothing for no address, a malformed one or another scheme', () => {
    expect(videoEmbedOf(null)).toBeNull();
    expect(videoEmbedOf('')).toBeNull();
    expect(videoEmbedOf('non è un indirizzo')).toBeNull();
    expect(videoEmbedOf('javascript:alert(1)')).toBeNull();
    expect(videoEmbedOf('data:text/html,<p>x</p>')).toBeNull();
  });
});
