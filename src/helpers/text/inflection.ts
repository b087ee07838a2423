/** The base forms an inflected English verb may have: `creates` → create, `copied` → copy, `stopping` → stop. */
export function baseVerbs(word: string): string[] {
  const w = word.toLowerCase();
  const forms = [w];
  const add = (form: string): void => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (w.endsWith("ies")) add(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) add(w.slice(0, -2));
  if (w.endsWith("s")) add(w.slice(0, -1));
  if (w.endsWith("ied")) add(`${w.slice(0, -3)}y`);
  if (w.endsWith("ed")) {
    const stem = w.slice(0, -2);
    add(stem);
    add(`${stem}e`);
    add(undouble(stem));
  }
  if (w.endsWith("ing")) {
    const stem = w.slice(0, -3);
    add(stem);
    add(`${stem}e`);
    add(undouble(stem));
  }
  return forms;
}

function undouble(stem: string): string {
  const n = stem.length;
  return n > 2 && stem[n - 1] === stem[n - 2] ? stem.slice(0, -1) : stem;
}
