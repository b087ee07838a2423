/** Offsets to 1-based lines and UTF-16 columns: a table of line starts, searched by bisection. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionOf(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/** 1-based line and column of a UTF-16 offset. */
export function positionOfOffset(text: string, offset: number): { line: number; column: number } {
  return positionOf(lineStarts(text), Math.min(offset, text.length));
}
