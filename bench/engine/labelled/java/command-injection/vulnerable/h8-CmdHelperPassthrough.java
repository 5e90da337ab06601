package org.bench.h8.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdHelperPassthrough extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("repo");
        if (param == null) param = "main";

        String bar = new Thing().doSomething(param);

        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "git -C /srv/repos/" + bar + " log --oneline -5");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        response.setContentType("text/plain");
        response.getOutputStream().write(p.getInputStream().readAllBytes());
    }

    static class Thing {
        String doSomething(String input) {
            StringBuilder sb = new StringBuilder();
            sb.append(input);
            return sb.toString();
        }
    }
}
