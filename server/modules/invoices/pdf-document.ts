import { createRequire } from "node:module";
import { LANGUAGE_LOCALES, type Language } from "@domain/languages";
import { formatINR } from "@domain/money";

/** The regular and bold font names a document writes with. */
export type PdfFonts = { regular: string; bold: string };

/** Helvetica (built into every PDF reader) has no rupee sign: English amounts print as "Rs. 1,17,882.00". */
const HELVETICA: PdfFonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

/**
 * Hindi needs a font with Devanagari (fontkit shapes its conjuncts and vowel signs); Noto Sans Devanagari also has
 * the Latin letters, digits and ₹ that figures, GSTINs and invoice numbers keep. Embedded (subset) only in Hindi
 * documents, so English ones stay as small as before.
 */
const fontFiles = createRequire(import.meta.url);
const DEVANAGARI = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
};

function useFonts(doc: PDFKit.PDFDocument, language: Language): PdfFonts {
  if (language === "en") return HELVETICA;
  doc.registerFont("NotoSansDevanagari", fontFiles.resolve(DEVANAGARI.regular));
  doc.registerFont("NotoSansDevanagari-Bold", fontFiles.resolve(DEVANAGARI.bold));
  return { regular: "NotoSansDevanagari", bold: "NotoSansDevanagari-Bold" };
}

/** An amount as a document prints it: "Rs. 1,178.82" in Helvetica (English), "₹1,178.82" in Hindi. */
export const pdfMoney = (paise: number, language: Language) => (language === "en" ? formatINR(paise).replace("₹", "Rs. ") : formatINR(paise));

/**
 * A name or an address as one printed line: its line breaks and tabs become a space. Names come from people (a buyer's
 * name or GSTIN legal name, a company name), and a line break in one would print as a line of its own, such as a
 * second "GSTIN: …" under the real one.
 */
export const pdfLine = (text: string) => text.replace(/\s*[\r\n\t\u0085\u2028\u2029]+\s*/g, " ").trim();

/** "BB-2026-27-000042.pdf": a document number as a file name. */
export const invoiceFileName = (documentNumber: string) => `${documentNumber.replaceAll("/", "-")}.pdf`;

/**
 * An A4 document in a language, with its fonts; `finish()` ends it and resolves to the PDF's bytes. pdfkit and its
 * fonts are loaded with the first document rather than at start: they cost a fifth of a second and 25 MB.
 */
export async function startPdf(language: Language, title: string, options: { margin?: number } = {}) {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: options.margin ?? 50, lang: LANGUAGE_LOCALES[language], info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const fonts = useFonts(doc, language);
  const finish = async () => {
    doc.end();
    await done;
    return Buffer.concat(chunks);
  };
  return { doc, fonts, finish };
}
