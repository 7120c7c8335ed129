import BorderLogModel

extension BookingDetail.Kind {
    /// The schema.org type that states this kind (`FlightReservation`, …).
    public var schemaType: String {
        switch self {
        case .flight: "FlightReservation"
        case .lodging: "LodgingReservation"
        case .train: "TrainReservation"
        case .bus: "BusReservation"
        case .boat: "BoatReservation"
        case .rentalCar: "RentalCarReservation"
        }
    }
}
