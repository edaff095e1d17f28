import Foundation
import Observation
import ViewTree

struct HourlyForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

@Observable
final class WeatherModel {
    var city = "Cupertino"
    var temperature = 21
    var condition = "Mostly Sunny"
    var high = 24
    var low = 12
    var hourly: [HourlyForecast] = [
        HourlyForecast(hour: "Now", symbol: "sun.max.fill", temperature: 21),
        HourlyForecast(hour: "10AM", symbol: "sun.max.fill", temperature: 22),
        HourlyForecast(hour: "11AM", symbol: "cloud.sun.fill", temperature: 23),
        HourlyForecast(hour: "12PM", symbol: "cloud.fill", temperature: 24),
    ]
}

struct WeatherCard: View {
    @Environment(WeatherModel.self) private var weather

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            header
            Rectangle()
                .fill(.white.opacity(0.3))
                .frame(height: 1)
            hourlyRow
        }
        .padding(20)
        .foregroundStyle(.white)
        .background(
            LinearGradient(
                colors: [Color(red: 0.29, green: 0.56, blue: 0.89), Color(red: 0.12, green: 0.31, blue: 0.65)],
                startPoint: .top,
                endPoint: .bottom
            )
        )
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
    }

    private var header: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text(weather.city)
                    .font(.title3)
                    .fontWeight(.semibold)
                Text("\(weather.temperature)°")
                    .font(.system(size: 64, weight: .thin))
                    .minimumScaleFactor(0.6)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Image(systemName: "sun.max.fill")
                    .font(.title)
                    .foregroundStyle(.yellow)
                Text(weather.condition)
                    .font(.subheadline)
                Text("H:\(weather.high)° L:\(weather.low)°")
                    .font(.subheadline)
                    .opacity(0.8)
            }
        }
    }

    private var hourlyRow: some View {
        HStack {
            ForEach(weather.hourly) { forecast in
                VStack(spacing: 8) {
                    Text(forecast.hour)
                        .font(.caption)
                        .fontWeight(.medium)
                    Image(systemName: forecast.symbol)
                        .font(.title3)
                    Text("\(forecast.temperature)°")
                        .font(.callout)
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}
