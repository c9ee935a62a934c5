/** Simple illustrated covers for the demo menu, drawn as SVG so the repository ships no photos. */
const SHAPES: Record<string, string> = {
  cup: '<path d="M120 110h120v70a50 50 0 0 1-50 50h-20a50 50 0 0 1-50-50z" fill="#fff" opacity=".92"/><path d="M240 130h18a22 22 0 0 1 0 44h-18" stroke="#fff" stroke-width="12" fill="none" opacity=".92"/><path d="M150 70c0-15 15-15 15-30M185 70c0-15 15-15 15-30M220 70c0-15 15-15 15-30" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".7"/>',
  glass:
    '<path d="M140 60h100l-14 170h-72z" fill="#fff" opacity=".9"/><rect x="150" y="110" width="80" height="20" fill="#000" opacity=".08"/><circle cx="215" cy="50" r="18" fill="#fff" opacity=".7"/>',
  cake: '<rect x="110" y="130" width="160" height="90" rx="12" fill="#fff" opacity=".92"/><rect x="110" y="160" width="160" height="14" fill="#000" opacity=".12"/><rect x="186" y="90" width="8" height="40" fill="#fff"/><ellipse cx="190" cy="82" rx="8" ry="12" fill="#ffd36b"/>',
  plate:
    '<ellipse cx="190" cy="170" rx="120" ry="50" fill="#fff" opacity=".92"/><ellipse cx="190" cy="160" rx="70" ry="26" fill="#000" opacity=".1"/><circle cx="170" cy="150" r="16" fill="#fff"/><circle cx="210" cy="155" r="14" fill="#fff"/>',
  desk: '<rect x="90" y="150" width="200" height="14" rx="4" fill="#fff"/><rect x="105" y="164" width="10" height="70" fill="#fff" opacity=".8"/><rect x="265" y="164" width="10" height="70" fill="#fff" opacity=".8"/><rect x="150" y="90" width="90" height="58" rx="6" fill="#fff" opacity=".92"/><rect x="185" y="148" width="20" height="6" fill="#fff"/>',
  room: '<rect x="100" y="80" width="180" height="150" rx="10" fill="#fff" opacity=".25"/><rect x="140" y="140" width="100" height="40" rx="8" fill="#fff" opacity=".92"/><circle cx="130" cy="160" r="14" fill="#fff"/><circle cx="250" cy="160" r="14" fill="#fff"/><circle cx="190" cy="115" r="14" fill="#fff"/><circle cx="190" cy="205" r="14" fill="#fff"/>',
};

export type CoverShape = keyof typeof SHAPES;

export function demoCover(shape: CoverShape, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 280" width="380" height="280"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 36%)"/></linearGradient></defs><rect width="380" height="280" fill="url(#g)"/>${SHAPES[shape]}</svg>`;
}
