/** The part of fontkit (pdfkit's own font reader) that the record PDF uses: which characters a font can draw. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
