// UIKit's and AppKit's colors both read an HSB color's red, green and blue (`getRed`,
// `redComponent`); their stand-ins are separate modules, so the conversion lives here, below
// both.

/// The sRGB components of a color given by hue, saturation and brightness, each in 0…1.
package func rgbComponents(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
  let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
  let fraction = sector - sector.rounded(.down)
  let p = brightness * (1 - saturation)
  let q = brightness * (1 - saturation * fraction)
  let t = brightness * (1 - saturation * (1 - fraction))
  switch Int(sector) {
  case 0: return (brightness, t, p)
  case 1: return (q, brightness, p)
  case 2: return (p, brightness, t)
  case 3: return (p, q, brightness)
  case 4: return (t, p, brightness)
  default: return (brightness, p, q)
  }
}
