/**
 * Place names the dictionaries insert (`{{city, place}}`), in the script of each language that
 * has its own: the office's city reads 明尼阿波利斯 in a Chinese sentence, as the contact map
 * already says, not "Minneapolis". Latin-script languages keep the name as it is. Each entry
 * is also a term of that language's glossary (glossary/<code>.json).
 */
export const PLACES: Readonly<Record<string, Readonly<Partial<Record<string, string>>>>> = {
  Minneapolis: { zh: '明尼阿波利斯', ja: 'ミネアポリス', ko: '미니애폴리스', ar: 'مينيابوليس' },
  Minnesota: { zh: '明尼苏达州', ja: 'ミネソタ州', ko: '미네소타주', ar: 'مينيسوتا' },
};

/** A place name in the language's script, or as given when it has none listed. */
export function placeName(language: string, name: string): string {
  return PLACES[name]?.[language.split('-')[0] ?? language] ?? name;
}
