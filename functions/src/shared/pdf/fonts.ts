/**
 * The fonts of every PDF the functions draw (invoices, credit notes, meal plans, the diary's
 * summary): DejaVu Sans and DejaVu Sans Bold, TrueType files from the `dejavu-fonts-ttf` package,
 * embedded through pdf-lib's fontkit support. pdf-lib's standard fonts only encode WinAnsi: a name
 * such as 'Łukasz Żółć' or 'Ngọc Ánh' made an invoice fail with a 500, every time, and came out as
 * '?ukasz ?ó??' in the other PDFs. DejaVu Sans covers Latin with its extensions (Vietnamese too),
 * Greek and Cyrillic. Each document embeds only the glyphs it draws (`subset: true`): some 20 kB
 * for an invoice, where the whole fonts would make it some 800 kB.
 */
import { readFile } from 'node:fs/promises';

import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Found in the installed package at run time: the bundle keeps dependencies external and Cloud
 * Build installs this one with the others. The deploy rehearsal checks that each `require.resolve`
 * of the bundle resolves in that install: keep the paths literal.
 */
const FONT_FILES = {
  regular: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
type Face = keyof typeof FONT_FILES;

/** What stands for a character the font has no glyph for (most emoji, a script DejaVu lacks). */
export const MISSING_GLYPH = '?';

const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/**
 * The text as the font can draw it. Without this, pdf-lib draws the font's .notdef glyph (an empty
 * box) for a missing character, and the text a reader copies or searches has nothing there (pdf.js
 * reads a blank); a '?' looks and reads the same everywhere. One '?' per character as a person sees
 * it (an emoji with its skin tone or its joined parts is one), after NFC normalisation, so that a
 * letter typed as base and accent uses the font's precomposed glyph.
 */
export function printable(text: string, codePoints: ReadonlySet<number>): string {
  const drawable = (chars: string) => {
    for (const char of chars) if (!codePoints.has(char.codePointAt(0)!)) return false;
    return true;
  };
  const normalized = text.normalize('NFC');
  if (drawable(normalized)) return normalized;
  let result = '';
  for (const { segment } of graphemes.segment(normalized)) result += drawable(segment) ? segment : MISSING_GLYPH;
  return result;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;

interface LoadedFonts {
  fontkit: Fontkit;
  faces: Record<Face, { bytes: Uint8Array; codePoints: ReadonlySet<number> }>;
}

let loading: Promise<LoadedFonts> | undefined;

/**
 * fontkit and the two fonts, read and parsed on the first PDF (not at every cold start) and kept.
 * pdf-lib parses the bytes it embeds with the fontkit it is given: this one hands back the font
 * parsed here, so each PDF does not parse (and lay out its text with) a fresh copy, which made an
 * invoice twice as slow. fontkit reads a parsed font and never changes it, so PDFs can share it.
 */
async function load(): Promise<LoadedFonts> {
  const [fontkitModule, regular, bold] = await Promise.all([
    import('@pdf-lib/fontkit'),
    readFile(FONT_FILES.regular()),
    readFile(FONT_FILES.bold()),
  ]);
  // The package is CommonJS: the dynamic import's default export is its module object.
  const fontkit = (fontkitModule as unknown as { default: Fontkit }).default;
  const parsed = new Map<Uint8Array, FontkitFont>();
  const face = (bytes: Uint8Array) => {
    const font = fontkit.create(bytes);
    parsed.set(bytes, font);
    return { bytes, codePoints: new Set(font.characterSet) };
  };
  const faces = { regular: face(regular), bold: face(bold) };
  return { fontkit: { create: (bytes) => parsed.get(bytes) ?? fontkit.create(bytes) }, faces };
}

/**
 * The font with `printable` applied to every text it encodes or measures: every line a PDF draws
 * and every width its layout computes goes through here, so no caller can forget it.
 */
function withFallback(font: PDFFont, codePoints: ReadonlySet<number>): PDFFont {
  const encodeText = font.encodeText.bind(font);
  const widthOfTextAtSize = font.widthOfTextAtSize.bind(font);
  font.encodeText = (text) => encodeText(printable(text, codePoints));
  font.widthOfTextAtSize = (text, size) => widthOfTextAtSize(printable(text, codePoints), size);
  return font;
}

/** Embeds the regular and the bold face in `document`, each as the subset of glyphs it draws. */
export async function embedFonts(document: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const { fontkit, faces } = await loading;
  document.registerFontkit(fontkit);
  const embed = async (face: Face) => withFallback(await document.embedFont(faces[face].bytes, { subset: true }), faces[face].codePoints);
  const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
  return { regular, bold };
}
