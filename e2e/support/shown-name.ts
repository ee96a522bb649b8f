/**
 * A person's name with nothing to read (spaces or invisible characters only) is shown by a stand-in, the person's
 * #id (CustomerLink, decision 031) or e-mail; every other name is shown exactly as written, untrimmed.
 */
export const isBlankName = (text: string) => !/[\p{L}\p{N}\p{P}\p{S}]/u.test(text);

/** Whether a cell shows a name as written, or a stand-in for a blank one. */
export const showsName = (shown: string, written: string) => shown === written || (isBlankName(written) && !isBlankName(shown));

/** A column of names as the API wrote them or the screen showed them, with blank names and their #id stand-ins made alike. */
export const comparableNames = (names: string[]) => names.map((name) => (isBlankName(name) || /^#\d+$/.test(name) ? '(no name: #id)' : name));
