/**
 * Personal data minimisation: IPv4 keeps its first three octets, IPv6 its first three groups (/48),
 * which is enough to see abuse patterns but not to single out a household.
 */
export function truncateIp(ip: string | undefined): string {
  if (!ip) return "";
  const v4 = ip.replace(/^::ffff:/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0`;
  if (ip.includes(":")) {
    const groups = ip.split("::")[0]?.split(":").filter(Boolean) ?? [];
    return `${groups.slice(0, 3).join(":")}::`;
  }
  return "";
}
