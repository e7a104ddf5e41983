-- A VIP call-back request names its service (issue 21): the dedicated manager, business
-- hospitality or a yacht charter, each open from its own VIP level (domain's VIP_SERVICES). One
-- request waits per member and service. The web app used to tag the note with the page it was
-- sent from ("[vipYacht] …"): those requests take their service from the tag, and lose it.
alter table vip_callbacks add column service text not null default 'dedicatedManager'
  check (service in ('dedicatedManager', 'businessHospitality', 'yacht'));
update vip_callbacks set service = case
    when note like '[vipBusinessGirl]%' then 'businessHospitality'
    when note like '[vipYacht]%' then 'yacht'
    else 'dedicatedManager'
  end
  where note like '[vip%]%';
update vip_callbacks
  set note = nullif(btrim(substr(note, length(split_part(note, ']', 1)) + 2)), '')
  where note like '[vipDedicatedManager]%' or note like '[vipBusinessGirl]%'
    or note like '[vipYacht]%';
drop index vip_callbacks_pending_key;
create unique index vip_callbacks_pending_key on vip_callbacks (member_id, service)
  where status = 'pending';
