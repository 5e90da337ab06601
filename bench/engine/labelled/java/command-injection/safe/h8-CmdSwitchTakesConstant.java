package org.bench.h8.cmdi;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdSwitchTakesConstant extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Map<String, String[]> map = request.getParameterMap();
        String param = "";
        String[] values = map.get("service");
        if (values != null) param = values[0];

        String guess = "ABC";
        char switchTarget = guess.charAt(1);
        String bar;
        switch (switchTarget) {
            case 'A':
                bar = "sshd";
                break;
            case 'B':
                bar = "cron";
                break;
            case 'C':
            case 'D':
                bar = param;
                break;
            default:
                bar = "nginx";
                break;
        }

        Process p = Runtime.getRuntime().exec("systemctl is-active " + bar);
        response.getWriter().println(new String(p.getInputStream().readAllBytes()).trim());
    }
}
