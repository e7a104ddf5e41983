#!/bin/sh
# Makes the demo stream's clip: 10 MPEG-TS segments of 2 s (426×240, 15 frames/s, a silent mono
# AAC track) showing SMPTE bars, a running clock and a moving marker. The server's HLS origin
# (src/services/video.ts) plays them in a loop as a live stream. Needs ffmpeg and the Noto fonts
# (apt-get install -y ffmpeg fonts-noto-core); run it from this folder. The output is committed.
set -eu
FONT=/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf
rm -f seg*.ts index.m3u8
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i "smptehdbars=size=426x240:rate=15,\
drawtext=fontfile=$FONT:text='Touchline demo stream':x=(w-tw)/2:y=16:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=6,\
drawtext=fontfile=$FONT:text='%{pts\:hms}':x=(w-tw)/2:y=h-48:fontsize=26:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=6,\
drawtext=fontfile=$FONT:text='>>':x='mod(t*50,w-30)':y=100:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.7" \
  -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" \
  -t 20 -c:v libx264 -preset veryslow -profile:v baseline -crf 30 -g 30 -keyint_min 30 \
  -sc_threshold 0 -pix_fmt yuv420p -c:a aac -b:a 16k -shortest \
  -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename 'seg%d.ts' index.m3u8
# the server writes its own playlists: only the segments are kept
rm -f index.m3u8
