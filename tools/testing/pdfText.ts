import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader gets it (pdf.js, through unpdf), its pages merged and its runs of white space collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
