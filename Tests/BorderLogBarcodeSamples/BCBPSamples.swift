/// IATA BCBP strings for test boarding passes (the format's own examples, with the project's airports).
public enum BCBPSamples {
    /// Montréal to Frankfurt, Air Canada 834, day 326.
    public static let montrealFrankfurt = "M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100"
    /// Frankfurt to Montréal, Air Canada 835, day 333.
    public static let frankfurtMontreal = "M1DESMARAIS/LUC       EABC123 FRAYULAC 0835 333J001A0031 100"
    /// A second passenger on the first flight.
    public static let secondPassenger = "M1DESMARAIS/ANNE      EABC123 YULFRAAC 0834 326J001B0026 100"
}
