/** The text of each page of a PDF, items joined by spaces and runs of white space closed up (pdfjs-dist, as a reader would extract it). */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

/** The text of every page of a PDF, joined by spaces. */
export async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPages(data)).join(' ').replace(/\s+/g, ' ');
}
