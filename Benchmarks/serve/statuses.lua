-- wrk script: counts the answers by HTTP status across threads and prints them after the report as
-- "statuses: 200=N 304=N …", with the body of one answer that was not 200.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status ~= 200 and not other then other = body end
end

function done(summary, latency, requests)
  local total, other = {}, nil
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
    other = other or thread:get("other")
  end
  local parts = {}
  for status, count in pairs(total) do table.insert(parts, status .. "=" .. count) end
  table.sort(parts)
  io.write("statuses: ", table.concat(parts, " "), "\n")
  if other then io.write("not 200: ", other, "\n") end
end
