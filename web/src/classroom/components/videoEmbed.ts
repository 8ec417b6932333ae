/**
 * How a lesson's videoUrl is shown: YouTube (through its privacy-enhanced domain, which sets no
 * cookies until the video plays) and Vimeo links play embedded; any other http(s) address is a
 * plain link; anything else (javascript:, garbage) is not shown.
 */
export type VideoEmbed = { kind: 'embed'; src: string } | { kind: 'link'; href: string } | null;

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  return /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
}

export function videoEmbedOf(videoUrl: string | null): VideoEmbed {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return { kind: 'link', href: url.href };
}
