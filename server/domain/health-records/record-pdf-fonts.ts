import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The record PDF's fonts: DejaVu Sans (the npm package dejavu-fonts-ttf; Bitstream Vera licence, which
 * allows embedding and redistribution), regular and bold. It covers every Latin script (accents, Polish,
 * Turkish, Vietnamese), Greek and Cyrillic; pdfkit embeds only the glyphs a document uses. PDF's built-in
 * Helvetica knew WinAnsi only, so 'Zoë 🐶' came out as 'Zo√´ Ø=Ý'.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export interface PdfFonts {
  /**
   * The faces' bytes, read once per process. Each document parses its own: pdfkit would take a parsed
   * fontkit font, but one shared between documents garbled the second one's text ('oz' came out as 'o(').
   */
  regular: Buffer;
  bold: Buffer;
  /** `text` as the fonts can draw it (see drawableText). */
  drawable(text: string): string;
}

let fonts: PdfFonts | null = null;

/** The fonts, read once per process on the first export. */
export function recordPdfFonts(): PdfFonts {
  if (!fonts) {
    const regular = fs.readFileSync(FILES.regular);
    const bold = fs.readFileSync(FILES.bold);
    // Our own parse, for the character lookups only (pdfkit never sees it).
    const faces: Font[] = [create(regular), create(bold)];
    const covers = (codePoint: number) => faces.every((f) => f.hasGlyphForCodePoint(codePoint));
    fonts = { regular, bold, drawable: (text) => drawableText(text, covers) };
  }
  return fonts;
}

/** Joiners, variation selectors, skin tones and tags: parts of emoji that mean nothing once the emoji is gone. */
function emojiPart(codePoint: number): boolean {
  return codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff)
    || (codePoint >= 0xe0020 && codePoint <= 0xe007f);
}

/**
 * `text` without what no font of ours can draw (emoji, scripts the fonts lack) and without control
 * characters, composed first (NFC) so an accent typed as a separate mark meets its letter; the spaces
 * a dropped character leaves are closed up. Pure: `covers` says whether the fonts have a character.
 */
export function drawableText(text: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (char === '\n' || (codePoint >= 0x20 && codePoint !== 0x7f && !emojiPart(codePoint) && covers(codePoint))) out += char;
  }
  return out.replace(/[ \t]{2,}/g, ' ').replace(/ +\n|\n +/g, '\n').trim();
}
