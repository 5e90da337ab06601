package com.ridge.docs;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Pattern;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathRegexFileName extends HttpServlet {

    private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}\\.pdf");
    private static final File MANUALS = new File("/srv/ridge/manuals");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String doc = request.getParameter("doc");
        if (doc == null || !SAFE_NAME.matcher(doc).matches()) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "bad document name");
            return;
        }
        File f = new File(MANUALS, doc);
        if (!f.exists()) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/pdf");
        try (InputStream in = new FileInputStream(f)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
