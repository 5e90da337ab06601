package com.ridge.backup;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdArchiveShellBuilder extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String project = req.getHeader("X-Project");
        List<String> cmd = new ArrayList<>();
        cmd.add("/bin/sh");
        cmd.add("-c");
        cmd.add("tar czf /backups/" + project + ".tgz /srv/projects/" + project);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.directory(new File("/srv"));
        pb.redirectErrorStream(true);
        try {
            int code = pb.start().waitFor();
            resp.getWriter().print(code == 0 ? "ok" : "failed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(503);
        }
    }
}
