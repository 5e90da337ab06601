package com.acme.media;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ThumbnailServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] images = params.get("image");
        if (images == null || images.length == 0) {
            response.sendError(400);
            return;
        }
        List<String> args = new ArrayList<>();
        args.add("/bin/bash");
        args.add("-c");
        args.add("convert /srv/images/" + images[0] + " -resize 128x128 /tmp/thumb.png");
        Process process = new ProcessBuilder(args).start();
        try {
            process.waitFor();
        } catch (InterruptedException ignored) {
            Thread.currentThread().interrupt();
        }
        response.getWriter().write("ok");
    }
}
