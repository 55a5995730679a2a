/**
 * Which language a message is in, EN or DE: the stand-in answers in the language of the question.
 *
 * German wins when the text has an umlaut or ß, or more German marker words than English ones. Counting
 * both sides keeps "What was the price?" English although "was" is also a German word.
 */
export type Language = "en" | "de";

const GERMAN_WORDS = new Set(
  "was wie wo wer warum ist sind eine einer einen ein ich du mir mich mein meine meiner kostet kosten und oder der die das den dem nicht mit bitte kann kannst wohnung haus zeig zeige berechne rechne gespeicherten berechnungen welche wieviel viel auf im zu von".split(
    " ",
  ),
);
const ENGLISH_WORDS = new Set(
  "what how where who why is are the a an i you me my mine cost costs does do and or not with please can could flat house apartment show calculate list saved which much many on to of for".split(
    " ",
  ),
);

export function detectLanguage(text: string): Language {
  if (/[äöüß]/i.test(text)) return "de";
  let german = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (GERMAN_WORDS.has(word)) german += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return german > english ? "de" : "en";
}
