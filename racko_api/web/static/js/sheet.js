export async function openSheet() {}
export function closeSheet() {}
