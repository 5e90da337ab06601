package com.acme.media;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ThumbnailByIdServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] ids = params.get("id");
        int imageId;
        try {
            imageId = Integer.parseInt(ids[0]);
        } catch (RuntimeException e) {
            response.sendError(400);
            return;
        }
        List<String> args = new ArrayList<>();
        args.add("convert");
        args.add("/srv/images/" + imageId + ".jpg");
        args.add("-resize");
        args.add("128x128");
        args.add("/tmp/thumb-" + imageId + ".png");
        Process process = new ProcessBuilder(args).start();
        try {
            process.waitFor();
        } catch (InterruptedException ignored) {
            Thread.currentThread().interrupt();
        }
        response.getWriter().write("ok");
    }
}
