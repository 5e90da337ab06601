package org.bench.h8.path;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathFileDirCanonical extends HttpServlet {

    private static final String TEST_FILES_DIR = "/srv/app/testfiles/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("doc");
        if (param == null) param = "readme.txt";

        File base = new File(TEST_FILES_DIR).getCanonicalFile();
        File fileTarget = new File(base, param).getCanonicalFile();
        if (!fileTarget.toPath().startsWith(base.toPath())) {
            response.sendError(403);
            return;
        }
        try (InputStream in = new FileInputStream(fileTarget)) {
            response.setContentType("application/octet-stream");
            in.transferTo(response.getOutputStream());
        }
    }
}
