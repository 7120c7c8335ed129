/// The report's style sheet, inline so the file stands alone. System fonts only: nothing is fetched.
enum ReportStyle {
    static let css = """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1d2329;background:#f6f7f9}
        header,main,footer{max-width:1120px;margin:0 auto;padding:0 20px}
        header{padding-top:22px}
        h1{font-size:26px;margin:0 0 4px}
        h2{font-size:20px;margin:0 0 12px}
        h3{font-size:17px;margin:18px 0 8px}
        h4{font-size:13px;margin:0 0 4px;font-weight:600;color:#3b4550}
        .meta{margin:0;color:#5b6670;font-size:13px;display:flex;flex-wrap:wrap;gap:4px 16px}
        nav{display:flex;flex-wrap:wrap;gap:4px 14px;margin:12px 0 4px;font-size:14px}
        nav a,a{color:#135e96}
        section{background:#fff;border:1px solid #e1e5ea;border-radius:10px;padding:18px 20px;margin:16px 0}
        .warning{background:#fff4d6;border:1px solid #e9c46a;border-radius:8px;padding:8px 12px;margin:10px 0}
        .note,.hint{color:#5b6670;font-size:13px}
        code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:13px;background:#eef1f4;padding:1px 4px;border-radius:4px}
        .figure{border-left:6px solid #2a9d8f;padding:6px 14px;margin:0 0 16px;background:#f1faf8;border-radius:0 8px 8px 0}
        .figure.near{border-color:#e9c46a;background:#fffaeb}.figure.over{border-color:#d62828;background:#fdeeee}
        .figure p{margin:4px 0}.figure .big{font-size:20px}.figure strong{font-size:30px}.figure strong.rule{font-size:16px}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:0 0 12px}.pair .figure{margin:0}
        tr.group th{background:#f6f7f9;font-weight:600;font-size:13px;color:#3b4550;padding-top:8px}
        .notes{font-size:13px;color:#3b4550;padding-left:18px}
        table{border-collapse:collapse;font-size:14px;margin:8px 0}
        caption{text-align:left;font-weight:600;padding:0 0 6px;color:#3b4550}
        th,td{padding:4px 10px;border-bottom:1px solid #e9edf1;text-align:left;vertical-align:top}
        thead th{font-size:12px;color:#5b6670;font-weight:600;border-bottom:2px solid #d9dee4}
        td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
        .scroll{overflow-x:auto}
        .level{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600;background:#e6f4ea;color:#1e6b34}
        .level.warning,.level.soft{background:#fff1c2;color:#7a5200}.level.breach,.level.presumption,.level.hard{background:#fbd5d5;color:#9b1c1c}.level.below{background:#e8eefc;color:#2b4c9b}
        .chip{display:inline-block;min-width:2.3em;text-align:center;border-radius:4px;padding:0 4px;background:var(--a,#ddd);font-size:12px;font-weight:600}
        figure{margin:0}
        figcaption{font-size:13px;color:#5b6670;margin-top:6px}
        svg.chart{width:100%;height:auto;display:block}
        .chart .grid{stroke:#e9edf1}.chart .tick{stroke:#9aa5b1}.chart .axis{font-size:11px;fill:#5b6670}
        .chart .area{fill:#2a9d8f;fill-opacity:.14}.chart .used{fill:none;stroke:#2a9d8f;stroke-width:1.6}
        .chart .limit{stroke:#d62828;stroke-dasharray:6 4;stroke-width:1.4}.chart .limit-label{font-size:11px;fill:#d62828}
        .chart .today{stroke:#1d2329;stroke-dasharray:2 3}.chart .today-label{font-size:11px;fill:#1d2329}
        svg.map{width:100%;height:auto;display:block;background:#eaf2f8;border-radius:6px}
        .map .land{fill:#dde1e5;stroke:#fff;stroke-width:.35}
        .map .dot{fill:#c3c9cf;stroke:#fff;stroke-width:.3}
        .map .region{fill:none;stroke:#fff;stroke-width:.25;stroke-linejoin:round}
        /* .region's fill comes before the shades, which fill a visited state or province. */
        .map .s1,.swatch.s1{fill:#cfe9e4;background:#cfe9e4}.map .s2,.swatch.s2{fill:#9dd3c8;background:#9dd3c8}.map .s3,.swatch.s3{fill:#5fb8a7;background:#5fb8a7}
        .map .s4,.swatch.s4{fill:#2a9d8f;background:#2a9d8f}.map .s5,.swatch.s5{fill:#1b6a60;background:#1b6a60}
        .map .land.s1,.map .land.s2,.map .land.s3,.map .land.s4,.map .land.s5{stroke:#0f4c44;stroke-width:.5}
        .map .dot.s1,.map .dot.s2,.map .dot.s3,.map .dot.s4,.map .dot.s5{stroke:#0f4c44;stroke-width:.6}
        .map .region.s1,.map .region.s2,.map .region.s3,.map .region.s4,.map .region.s5{stroke:#0f4c44;stroke-width:.3}
        .map path:hover,.map circle:hover{stroke:#1d2329;stroke-width:1}
        .map-tools{margin:0 0 8px}
        .map-toggle{font:inherit;font-size:13px;border:1px solid #cfd6dd;background:#fff;border-radius:6px;padding:3px 10px;cursor:pointer}
        .legend{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;font-size:13px;color:#3b4550}
        .legend span{display:inline-flex;align-items:center;gap:5px}
        .swatch{display:inline-block;width:14px;height:14px;border-radius:3px;border:1px solid #0f4c44}
        .year .months{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:14px 18px}
        .month{break-inside:avoid}
        .grid{display:grid;grid-template-columns:repeat(7,1fr);gap:2px}
        .wd{font-size:10px;color:#8a949e;text-align:center}
        .pad{font-size:10px;color:#c3c9cf;text-align:center;line-height:26px}
        .d{font:600 11px/26px system-ui,-apple-system,"DejaVu Sans",sans-serif;height:26px;padding:0;border:1px solid rgba(0,0,0,.08);border-radius:4px;background:var(--a);color:#1d2329;cursor:pointer;position:relative;text-align:center}
        .d.t{background:linear-gradient(135deg,var(--a) 0 50%,var(--b) 50% 100%)}
        .d.u{background:repeating-linear-gradient(45deg,#fff 0 3px,#e3e6ea 3px 6px);color:#8a949e}
        .d.z{background:repeating-linear-gradient(-45deg,#f1faf8 0 3px,#cfe9e4 3px 6px);border:1.5px solid #2a9d8f;color:#1b6a60}
        .d.low{opacity:.55}
        .d.ov::after{content:"";position:absolute;top:1px;right:1px;border:4px solid transparent;border-top-color:#1d2329;border-right-color:#1d2329}
        .d.dis{outline:2px solid #d62828;outline-offset:-2px}
        .d:focus-visible{outline:3px solid #135e96;outline-offset:1px;z-index:1}
        .d[aria-pressed="true"]{box-shadow:0 0 0 2px #1d2329}
        i.d.sample{display:inline-block;width:24px;height:16px;cursor:default}
        #panel{position:fixed;right:16px;top:16px;bottom:16px;width:min(420px,calc(100vw - 32px));overflow:auto;background:#fff;border:1px solid #cfd6dd;border-radius:12px;box-shadow:0 12px 32px rgba(0,0,0,.18);padding:16px 18px;z-index:10}
        #panel h2{margin-right:32px}
        #panel:focus{outline:none}
        #panel .close{position:absolute;right:10px;top:10px;border:0;background:#eef1f4;border-radius:6px;width:30px;height:30px;font-size:18px;cursor:pointer}
        #panel dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px;margin:0 0 10px}
        #panel dt{color:#5b6670}#panel dd{margin:0}
        #panel ul{list-style:none;padding:0;margin:0;font-size:13px}
        #panel li{padding:5px 0;border-bottom:1px solid #eef1f4;word-break:break-all}
        #panel li b{display:inline-block;min-width:64px}
        .stay-form,.override-form{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:flex-end;font-size:14px}
        .stay-form label,.override-form label{display:flex;flex-direction:column;gap:2px;color:#3b4550}
        .stay-form input,.override-form input{font:inherit;padding:4px 6px;border:1px solid #cfd6dd;border-radius:6px}
        .stay-form button,.override-form button{font:inherit;padding:5px 12px;border:1px solid #135e96;background:#135e96;color:#fff;border-radius:6px;cursor:pointer}
        .form-result,.override-form output{color:#9b1c1c;font-size:13px}
        .review-runs{list-style:none;padding:0;margin:0 0 14px}
        .review-runs li{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;padding:7px 0;border-bottom:1px solid #eef1f4;font-size:14px}
        .review-span{font-variant-numeric:tabular-nums;font-weight:600;min-width:15em}
        .review-reason{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600;background:#eef1f4;color:#3b4550}
        .review-reason.unknown{background:#eef1f4}.review-reason.disputed{background:#fbd5d5;color:#9b1c1c}
        .review-reason.low-confidence{background:#fff1c2;color:#7a5200}.review-reason.transit-suspect,.review-reason.possible-transit{background:#e8eefc;color:#2b4c9b}
        .review-runs button{font:inherit;font-size:13px;padding:3px 10px;border:1px solid #135e96;border-radius:6px;cursor:pointer;background:#fff;color:#135e96}
        .review-runs button[data-action="assign"][data-country]{background:#135e96;color:#fff}
        .review-runs button[data-action="assign"][data-country]~button[data-action="assign"][data-country]{background:#fff;color:#135e96}
        .review-runs output{color:#9b1c1c;font-size:13px}
        .review-split{display:inline-flex;align-items:center;gap:6px;padding:2px 8px 2px 2px;border:1px dashed #9fb7cc;border-radius:8px;color:#3b4550;font-size:13px}
        .review-split input{font:inherit;padding:2px 4px;border:1px solid #cfd6dd;border-radius:6px}
        .review-form{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:flex-end;font-size:14px}
        .review-form label{display:flex;flex-direction:column;gap:2px;color:#3b4550}
        .review-form input{font:inherit;padding:4px 6px;border:1px solid #cfd6dd;border-radius:6px}
        .review-form button{font:inherit;padding:5px 12px;border:1px solid #135e96;background:#135e96;color:#fff;border-radius:6px;cursor:pointer}
        footer{color:#5b6670;font-size:12px;padding-bottom:30px}
        .empty{padding:40px 0}
        @media (max-width:640px){section{padding:14px}.year .months,.pair{grid-template-columns:1fr}}
        @media print{
          @page{size:A4;margin:12mm}
          body{background:#fff;font-size:11px}
          nav,#panel,.hint,details,.map-tools,#review,#add-stay{display:none!important}
          section{border:0;padding:0;margin:0 0 10px;break-inside:auto}
          #calendar{break-before:page}
          .d{cursor:default;border-color:#bbb;-webkit-print-color-adjust:exact;print-color-adjust:exact}
          .s1,.s2,.s3,.s4,.s5,.chip,.figure{-webkit-print-color-adjust:exact;print-color-adjust:exact}
          header,main,footer{max-width:none;padding:0}
        }
        """
}
