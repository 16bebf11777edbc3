/** The text of a PDF's pages, each page's pieces joined by spaces: what a test of a generated document reads. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1)
    pages.push((await (await doc.getPage(number)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" "));
  return pages.join(" ");
}
