package com.ridge.profile;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;

@WebServlet("/profile/avatar")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
public class PathAvatarUploadPart extends HttpServlet {

    private static final String UPLOAD_ROOT = "/var/ridge/avatars";

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Part avatar = req.getPart("avatar");
        String submitted = avatar.getSubmittedFileName();
        String dest = UPLOAD_ROOT + "/" + submitted;
        try (InputStream in = avatar.getInputStream(); OutputStream out = new FileOutputStream(dest)) {
            in.transferTo(out);
        }
        resp.setStatus(HttpServletResponse.SC_CREATED);
        resp.getWriter().print("stored");
    }
}
