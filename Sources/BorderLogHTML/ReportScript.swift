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
          // A zone-only day: inside the zone by the record of crossings, no country known.
          var zone=day.flags.indexOf("zone-only")<0?null:day.zones.map(function(z){return data.zoneNames[z]||z;}).join(", ");
          title.textContent=zone?date+": "+zone+" — country unknown":date;body.textContent="";
          var dl=el("dl");
          row(dl,"Countries",day.countries.length?day.countries.join(" → "):zone?"unknown (in the "+zone+")":"unknown");
          if(day.regions)row(dl,"States and provinces",day.regions.join(" → "));
          row(dl,"Confidence",day.countries.length?day.label+" ("+day.confidence.toFixed(2)+")":zone?day.label+" ("+day.confidence.toFixed(2)+") that the day was in the "+zone:"none");
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
          var shown=day.evidence.filter(function(i){return i.kind!=="manual"&&i.kind!=="override";}).length;
          if(day.signals>shown)body.appendChild(el("p",(day.signals-shown)+" more signals on this day: borderlog explain "+date+" lists them all.","note"));
          if(!data.coordinates)body.appendChild(el("p","Places are left out of this report; generate it with --with-coordinates to show them.","note"));
          panel.hidden=false;panel.focus();
          document.dispatchEvent(new CustomEvent("borderlog:day",{detail:{date:date,day:day}}));
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

    /// The served page's additions: forms and review buttons that call the API (the browser sends the session cookie,
    /// and the `Origin` that shows the call comes from this page), then reload the page, so the calendar, counts and
    /// review list show the recomputed ledger.
    static let live = """
        (function(){
        "use strict";
        function call(method,path,body){
          return fetch(path,{method:method,credentials:"same-origin",headers:{"Content-Type":"application/json"},body:body==null?null:JSON.stringify(body)})
            .then(function(r){if(r.status===204)return {ok:true};return r.json().then(function(j){return {ok:r.ok,json:j};});});
        }
        function done(out,result){if(result.ok){location.reload();}else{out.textContent=(result.json&&result.json.error)||"failed";}}
        var stay=document.querySelector("form.stay-form");
        if(stay)stay.addEventListener("submit",function(e){
          e.preventDefault();var f=new FormData(stay),out=stay.querySelector("output");out.textContent="saving…";
          call("POST","/api/travel-segments/",{country:(f.get("country")||"").toUpperCase(),entry:f.get("entry"),exit:f.get("exit")||null,note:f.get("note")||null})
            .then(function(r){done(out,r);});
        });
        document.addEventListener("borderlog:day",function(e){
          var body=document.getElementById("panel-body"),date=e.detail.date,day=e.detail.day;
          var form=document.createElement("form");form.className="override-form";
          var label=document.createElement("label");label.textContent="Countries in visiting order ";
          var input=document.createElement("input");input.name="countries";input.value=day.countries.join(",");input.size=12;label.appendChild(input);
          var save=document.createElement("button");save.type="submit";save.textContent="Set override";
          var out=document.createElement("output");out.setAttribute("role","status");
          form.appendChild(label);form.appendChild(save);
          if(day.flags.indexOf("override")>=0){var remove=document.createElement("button");remove.type="button";remove.textContent="Remove override";
            remove.addEventListener("click",function(){call("DELETE","/api/overrides/"+date+"/").then(function(r){done(out,r);});});form.appendChild(remove);}
          form.appendChild(out);
          form.addEventListener("submit",function(ev){ev.preventDefault();
            var codes=input.value.split(",").map(function(c){return c.trim().toUpperCase();}).filter(function(c){return c;});
            call("PUT","/api/overrides/"+date+"/",{countries:codes}).then(function(r){done(out,r);});});
          body.appendChild(document.createElement("h3")).textContent="Correct this day";body.appendChild(form);
        });
        // Needs review: one click assigns one of a run's suggested countries, splits the run between its two sides at
        // the day picked beside the button, or confirms its reading; a run with no suggestion fills the form, which
        // assigns any range.
        var review=document.getElementById("review"),reviewForm=review&&review.querySelector("form.review-form");
        if(review)review.addEventListener("click",function(e){
          var b=e.target.closest&&e.target.closest("button[data-action]");if(!b)return;
          var run=b.closest("[data-review-from]"),out=run.querySelector("output"),range={from:run.getAttribute("data-review-from"),to:run.getAttribute("data-review-to")};
          if(b.getAttribute("data-action")==="confirm"){out.textContent="saving…";call("POST","/api/review/confirm/",range).then(function(r){done(out,r);});return;}
          if(b.getAttribute("data-action")==="split"){out.textContent="saving…";
            call("POST","/api/review/assign/",{from:range.from,to:range.to,country:b.getAttribute("data-country"),until:run.querySelector("input[name=until]").value,then:b.getAttribute("data-then")})
              .then(function(r){done(out,r);});return;}
          var country=b.getAttribute("data-country");
          if(!country){reviewForm.elements.from.value=range.from;reviewForm.elements.to.value=range.to;reviewForm.elements.country.focus();return;}
          out.textContent="saving…";
          call("POST","/api/review/assign/",{from:range.from,to:range.to,country:country}).then(function(r){done(out,r);});
        });
        if(reviewForm)reviewForm.addEventListener("submit",function(e){
          e.preventDefault();var f=new FormData(reviewForm),out=reviewForm.querySelector("output");out.textContent="saving…";
          call("POST","/api/review/assign/",{from:f.get("from"),to:f.get("to"),country:(f.get("country")||"").toUpperCase(),note:f.get("note")||null})
            .then(function(r){done(out,r);});
        });
        })();
        """
}
