//===-- SVGTimeline.cpp - The timeline as an SVG picture ------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Timeline.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace ptosim;

void ptosim::writeSVGTimeline(const Timeline &T, const TimelineInfo &Info,
                              raw_ostream &OS) {
  const uint64_t Now = Info.Cycles;
  // A row per agent, a time axis with ticks under the rows, a legend under
  // the axis; operations wide enough for it carry their mnemonic.
  const double Width = 1200, Left = 60, RowH = 28, Top = 10;
  double Scale = (Width - Left - 10) / double(std::max<uint64_t>(Now, 1));
  double AxisY = Top + RowH * NumAgents + 4;
  double Height = AxisY + 56;
  static const char *Colors[] = {"#999999", "#4e79a7", "#f28e2b", "#e15759",
                                 "#76b7b2", "#59a14f", "#edc948"};
  auto Num = [](double V) { return formatv("{0:F1}", V).str(); };
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << Num(Width)
     << "\" height=\"" << Num(Height) << "\" font-family=\"monospace\" "
     << "font-size=\"11\">\n";
  OS << "<title>pto-sim " << Info.Kernel << ": " << Now << " cycles</title>\n";
  for (unsigned P = 0; P < NumAgents; ++P) {
    double Y = Top + P * RowH;
    OS << "<text x=\"4\" y=\"" << Num(Y + RowH * 0.6) << "\">" << pipeName(P)
       << "</text>\n";
    OS << "<line x1=\"" << Num(Left) << "\" y1=\"" << Num(Y + RowH - 2)
       << "\" x2=\"" << Num(Width - 10) << "\" y2=\"" << Num(Y + RowH - 2)
       << "\" stroke=\"#dddddd\"/>\n";
  }
  for (const TraceSlice &S : T.slices()) {
    double Y = Top + S.Pipe * RowH + 3;
    std::string Name = S.PC ? Info.InstText(S.PC) : "scalar";
    double X = Left + S.Start * Scale;
    double W = std::max(0.5, (S.End - S.Start) * Scale);
    if (S.Stall) {
      // A blocked queue head: a thin red bar along the row's bottom.
      OS << format("<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                   "height=\"4.0\" fill=\"#d62728\" fill-opacity=\"0.5\">"
                   "<title>stall: ",
                   X, Y + RowH - 10, W);
      OS << Name << " [" << S.Start << ", " << S.End << ")</title></rect>\n";
      continue;
    }
    OS << format("<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" "
                 "fill=\"%s\" fill-opacity=\"0.6\" stroke=\"#333333\" "
                 "stroke-width=\"0.3\"><title>",
                 X, Y, W, RowH - 8, Colors[S.Pipe]);
    OS << Name << " [" << S.Start << ", " << S.End << ")</title></rect>\n";
    // The mnemonic, where it fits (about 7 px per character).
    StringRef Mnemonic = StringRef(Name).split(' ').first;
    if (S.PC && W >= 7.0 * Mnemonic.size() + 4)
      OS << "<text x=\"" << Num(X + 2) << "\" y=\"" << Num(Y + RowH * 0.45)
         << "\" font-size=\"10\">" << Mnemonic << "</text>\n";
  }
  for (const TraceFlow &F : T.flows()) {
    if (!F.WaitTime)
      continue;
    OS << format("<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" "
                 "stroke=\"#d62728\" stroke-width=\"1\"><title>",
                 Left + F.SetTime * Scale, Top + F.SrcPipe * RowH + RowH / 2,
                 Left + F.WaitTime * Scale, Top + F.DstPipe * RowH + RowH / 2);
    OS << F.Name << "</title></line>\n";
  }
  // Time axis: ten ticks at round cycle counts.
  OS << "<line x1=\"" << Num(Left) << "\" y1=\"" << Num(AxisY) << "\" x2=\""
     << Num(Width - 10) << "\" y2=\"" << Num(AxisY)
     << "\" stroke=\"#333333\"/>\n";
  // A step of 1, 2 or 5 times a power of ten giving at most ten intervals.
  uint64_t Pow = 1;
  while (Pow * 10 <= std::max<uint64_t>(Now / 10, 1))
    Pow *= 10;
  uint64_t Step = Pow * 10;
  for (uint64_t M : {1, 2, 5})
    if (Pow * M * 10 >= Now) {
      Step = Pow * M;
      break;
    }
  for (uint64_t Tick = 0; Tick <= Now; Tick += Step) {
    double X = Left + Tick * Scale;
    OS << "<line x1=\"" << Num(X) << "\" y1=\"" << Num(AxisY) << "\" x2=\""
       << Num(X) << "\" y2=\"" << Num(AxisY + 4) << "\" stroke=\"#333333\"/>"
       << "<text x=\"" << Num(X - 4) << "\" y=\"" << Num(AxisY + 15) << "\">"
       << Tick << "</text>\n";
  }
  OS << "<text x=\"" << Num(Width - 100) << "\" y=\"" << Num(AxisY + 28)
     << "\">" << Now << " cycles</text>\n";
  // Legend: what the marks mean.
  double LY = AxisY + 38;
  OS << "<rect x=\"" << Num(Left) << "\" y=\"" << Num(LY - 9)
     << "\" width=\"14\" height=\"10\" fill=\"#4e79a7\" fill-opacity=\"0.6\" "
        "stroke=\"#333333\" stroke-width=\"0.3\"/><text x=\""
     << Num(Left + 18) << "\" y=\"" << Num(LY)
     << "\">operation [start, start + latency)</text>\n";
  OS << "<rect x=\"" << Num(Left + 300) << "\" y=\"" << Num(LY - 5)
     << "\" width=\"14\" height=\"4\" fill=\"#d62728\" fill-opacity=\"0.5\"/>"
        "<text x=\""
     << Num(Left + 318) << "\" y=\"" << Num(LY)
     << "\">stall (wait_flag, pipe_barrier)</text>\n";
  OS << "<line x1=\"" << Num(Left + 580) << "\" y1=\"" << Num(LY - 4)
     << "\" x2=\"" << Num(Left + 594) << "\" y2=\"" << Num(LY - 4)
     << "\" stroke=\"#d62728\"/><text x=\"" << Num(Left + 598) << "\" y=\""
     << Num(LY) << "\">flag: set_flag fires -> wait_flag consumes</text>\n";
  OS << "</svg>\n";
}
