/// A time as people read it: "3:07" for 187 seconds, "1:02:03" past an hour.
public enum ClockText {
    /// `rule` says how a part of a second counts: down for where something starts (a cue at
    /// 59.9 s is still in 0:59), to the nearest for how long something lasts.
    public static func of(seconds: Double, rounded rule: FloatingPointRoundingRule = .down) -> String {
        // Past a billion seconds a clock means nothing, and Int(1e300) would stop the program.
        let total = seconds.isFinite ? Int(min(max(0, seconds), 1e9).rounded(rule)) : 0
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
