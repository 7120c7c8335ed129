/// The report's only script: opens the day panel from the embedded day data. The page reads without it.
enum ReportScript {
    static let javascript = """
        (function(){
        "use strict";
        var data=JSON.parse(document.getElementById("day-data").textContent);
        var panel=document.getElementById("panel"),title=document.getElementById("panel-title"),body=document.getElementById("panel-body");
        var opener=null;
        function el(tag,text,cls){var e=document.createElement(tag);if(text!=null)e.textContent=text;if(cls)e.className=cls;return e;}
        function row(dl,k,v){dl.appendChild(el("dt",k));dl.appendChild(el("dd",v));}
        function show(button){
          var date=button.getAttribute("data-date"),day=data.days[date];if(!day)return;
          if(opener)opener.setAttribute("aria-pressed","false");
          opener=button;button.setAttribute("aria-pressed","true");
          title.textContent=date;body.textContent="";
          var dl=el("dl");
          row(dl,"Countries",day.countries.length?day.countries.join(" → "):"unknown");
          row(dl,"Confidence",day.countries.length?day.label+" ("+day.confidence.toFixed(2)+")":"none");
          if(day.flags.length)row(dl,"Flags",day.flags.join(", "));
          if(day.zones.length)row(dl,"Zones",day.zones.join(", "));
          row(dl,"Why",day.reason||"");
          body.appendChild(dl);
          body.appendChild(el("h3","Evidence"));
          if(!day.evidence.length){body.appendChild(el("p","No evidence on this day.","note"));}
          else{
            var ul=el("ul");
            day.evidence.forEach(function(item){
              var li=el("li");li.appendChild(el("b",item.kind));
              var parts=[];if(item.time)parts.push(item.time);if(item.country)parts.push(item.country);
              if(item.lat!=null)parts.push(item.lat.toFixed(5)+","+item.lon.toFixed(5));
              if(item.weight!=null)parts.push("weight "+item.weight.toFixed(1));
              if(item.note)parts.push(item.note);
              if(item.source!=null)parts.push(data.sources[item.source]);
              li.appendChild(document.createTextNode(" "+parts.join("  ·  ")));ul.appendChild(li);
            });
            body.appendChild(ul);
          }
          var shown=day.evidence.filter(function(i){return i.kind==="photo"||i.kind==="location"||i.kind==="calendar";}).length;
          if(day.signals>shown)body.appendChild(el("p",(day.signals-shown)+" more signals on this day: borderlog explain "+date+" lists them all.","note"));
          if(!data.coordinates)body.appendChild(el("p","Places are left out of this report; generate it with --with-coordinates to show them.","note"));
          panel.hidden=false;panel.focus();
        }
        function hide(){panel.hidden=true;if(opener){opener.setAttribute("aria-pressed","false");opener.focus();opener=null;}}
        document.addEventListener("click",function(e){
          var b=e.target.closest&&e.target.closest("button.d");if(b){show(b);return;}
          var t=e.target.closest&&e.target.closest("button.map-toggle");
          if(t){var whole=t.getAttribute("aria-pressed")!=="true";t.setAttribute("aria-pressed",whole?"true":"false");
            document.querySelector("svg.map").setAttribute("viewBox",t.getAttribute(whole?"data-world":"data-zoom"));
            t.textContent=whole?"Zoom to the countries visited":"Show the whole world";return;}
          if(e.target.closest&&e.target.closest("#panel .close"))hide();
        });
        document.addEventListener("keydown",function(e){if(e.key==="Escape"&&!panel.hidden)hide();});
        // A link to a day opens it: report.html#day=2026-04-05.
        var m=/^#day=(\\d{4}-\\d{2}-\\d{2})$/.exec(location.hash);
        if(m){var target=document.querySelector('button.d[data-date="'+m[1]+'"]');if(target){target.scrollIntoView({block:"center"});show(target);}}
        document.documentElement.setAttribute("data-ready","1");
        })();
        """
}
