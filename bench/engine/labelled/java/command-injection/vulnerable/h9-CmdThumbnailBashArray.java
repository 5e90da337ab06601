package com.ridge.media;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdThumbnailBashArray extends HttpServlet {

    private static final String CONVERT = "/usr/bin/convert";

    private Process resize(String image, String size) throws IOException {
        String script = CONVERT + " /srv/media/" + image + " -resize " + size + " /srv/thumbs/" + image;
        return Runtime.getRuntime().exec(new String[] {"/bin/bash", "-c", script});
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String image = request.getParameter("img");
        String size = request.getParameter("size");
        if (size == null) {
            size = "128x128";
        }
        Process p = resize(image, size);
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        response.sendRedirect("/thumbs/view");
    }
}
