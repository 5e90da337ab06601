package com.ridge.scm;

import java.io.File;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdGitLogParsedCount extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int count;
        try {
            count = Integer.parseInt(request.getParameter("n"));
        } catch (NumberFormatException e) {
            count = 10;
        }
        count = Math.min(Math.max(count, 1), 200);
        String[] cmd = {"git", "log", "--oneline", "-n", Integer.toString(count)};
        Process git = Runtime.getRuntime().exec(cmd, null, new File("/srv/repos/ridge"));
        response.setContentType("text/plain");
        git.getInputStream().transferTo(response.getOutputStream());
    }
}
