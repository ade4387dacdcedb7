// Seed 001 (@Binding for child mutations), as written; only `import SwiftUI` is swapped.
import ViewGraph

enum Seed001 {
  struct TemperatureControl: View {
    @Binding var temperature: Double

    var body: some View {
      Stepper("\\(Int(temperature))°F", value: $temperature, in: 60...90)
    }
  }

  // Parent passes binding via $
  struct ThermostatView: View {
    @State private var temperature = 72.0

    var body: some View {
      VStack {
        Text("Current: \(Int(temperature))°F")
          .font(.title)
        TemperatureControl(temperature: $temperature)
      }
    }
  }

  @Observable class Settings {
    var notificationsEnabled = true
  }

  struct SettingsToggle: View {
    @Bindable var settings: Settings

    var body: some View {
      Toggle("Notifications", isOn: $settings.notificationsEnabled)
    }
  }
}
