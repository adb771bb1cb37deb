import AXDrawing
import Testing

@Suite struct ColourTests {
    @Test func contrastFollowsWCAG() {
        let black = Colour(red: 0, green: 0, blue: 0), white = Colour(red: 1, green: 1, blue: 1)
        #expect(black.contrast(with: white) == 21)
        #expect(white.contrast(with: white) == 1)
        // #767676 on white is the classic 4.54:1.
        let grey = Colour(red: 118.0 / 255, green: 118.0 / 255, blue: 118.0 / 255)
        #expect((grey.contrast(with: white) * 100).rounded() == 454)
    }

    @Test func overBlendsWithTheBackground() {
        let half = Colour(red: 1, green: 0, blue: 0, alpha: 0.5).over(Colour(red: 0, green: 0, blue: 1))
        #expect(half == Colour(red: 0.5, green: 0, blue: 0.5))
    }
}
