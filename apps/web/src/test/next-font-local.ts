// next/font is compiled away by Next; in unit tests a plain stand-in is enough.
export default function localFont() {
  return { className: 'font', variable: '--font-roboto', style: { fontFamily: 'Roboto, sans-serif' } };
}
