/*
 * kafka-mock: runs librdkafka's in-process mock cluster as a standalone
 * Kafka-protocol broker for local runs and tests.
 *
 *   kafka-mock [--brokers N] [--partitions P] [topic ...]
 *
 * Prints one line "READY <bootstrap servers>" once the cluster listens, then
 * reads line commands from stdin and answers each with "OK" or "ERR <reason>":
 *
 *   down <brokerId>             disconnect a broker and refuse new connections
 *   up <brokerId>               accept connections again
 *   topic <name> [partitions]   create another topic
 *
 * Exits after destroying the cluster on stdin EOF (which is also what happens
 * when the parent process dies), SIGTERM or SIGINT.
 *
 * Set KAFKA_MOCK_LOG_LEVEL (syslog levels, 0-7; default 4 = warning) to get
 * more librdkafka logging on stderr.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#define DEFAULT_BROKERS 1
#define DEFAULT_PARTITIONS 3
#define MAX_BROKERS 16
#define MAX_PARTITIONS 1024
#define DEFAULT_LOG_LEVEL 4
#define COMMAND_LINE_MAX 1024

/* Kafka protocol: Metadata request. The 2.0.x mock advertises only v0-v2,
 * where every request implicitly allows topic auto-creation, so any topic a
 * client merely names springs into existence. Its handler implements v4-v8
 * (which carry AllowAutoTopicCreation) correctly, so advertise those too. */
#define API_KEY_METADATA 3
#define METADATA_MAX_VERSION 8

/* Self-pipe: the signal handler writes one byte so poll() wakes up without a
 * race between checking a flag and blocking on stdin. */
static int signal_pipe[2] = {-1, -1};

static void on_terminate_signal(int signo) {
        const unsigned char byte = (unsigned char)signo;
        int saved_errno          = errno;
        ssize_t ignored          = write(signal_pipe[1], &byte, 1);
        (void)ignored;
        errno = saved_errno;
}

static void die(const char *fmt, ...) {
        va_list ap;
        fputs("kafka-mock: ", stderr);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
        exit(2);
}

/* Parses a decimal integer within [min, max]; returns 0 on success. */
static int parse_int(const char *text, long min, long max, int *out) {
        char *end;
        long value;

        if (!text || !*text)
                return -1;
        errno = 0;
        value = strtol(text, &end, 10);
        if (errno || *end || value < min || value > max)
                return -1;
        *out = (int)value;
        return 0;
}

/* Answers on stdout; a vanished reader means our parent is gone, so stop. */
static int reply(const char *fmt, ...) {
        va_list ap;
        va_start(ap, fmt);
        vfprintf(stdout, fmt, ap);
        va_end(ap);
        fputc('\n', stdout);
        return fflush(stdout) == 0 ? 0 : -1;
}

static void log_to_stderr(const rd_kafka_t *rk,
                          int level,
                          const char *facility,
                          const char *message) {
        (void)rk;
        fprintf(stderr, "kafka-mock: librdkafka %d %s: %s\n", level, facility,
                message);
}

static int create_topic(rd_kafka_mock_cluster_t *mcluster,
                        const char *name,
                        int partitions,
                        int replication_factor,
                        const char **reason) {
        rd_kafka_resp_err_t err;

        if (!*name || strlen(name) > 249) {
                *reason = "invalid topic name";
                return -1;
        }
        err = rd_kafka_mock_topic_create(mcluster, name, partitions,
                                         replication_factor);
        if (err) {
                *reason = rd_kafka_err2str(err);
                return -1;
        }
        return 0;
}

static int handle_command(rd_kafka_mock_cluster_t *mcluster,
                          char *line,
                          int broker_count,
                          int default_partitions) {
        const char *separators = " \t\r";
        char *saveptr          = NULL;
        char *verb             = strtok_r(line, separators, &saveptr);
        char *arg1             = strtok_r(NULL, separators, &saveptr);
        char *arg2             = strtok_r(NULL, separators, &saveptr);
        char *extra            = strtok_r(NULL, separators, &saveptr);
        const char *reason     = NULL;
        int number;

        if (!verb)
                return reply("ERR empty command");

        if (!strcmp(verb, "down") || !strcmp(verb, "up")) {
                rd_kafka_resp_err_t err;

                if (arg2 || parse_int(arg1, 1, broker_count, &number))
                        return reply("ERR usage: %s <brokerId 1..%d>", verb,
                                     broker_count);
                err = !strcmp(verb, "down")
                          ? rd_kafka_mock_broker_set_down(mcluster, number)
                          : rd_kafka_mock_broker_set_up(mcluster, number);
                return err ? reply("ERR %s", rd_kafka_err2str(err))
                           : reply("OK");
        }

        if (!strcmp(verb, "topic")) {
                number = default_partitions;
                if (!arg1 || extra ||
                    (arg2 && parse_int(arg2, 1, MAX_PARTITIONS, &number)))
                        return reply("ERR usage: topic <name> [partitions]");
                if (create_topic(mcluster, arg1, number, broker_count,
                                 &reason))
                        return reply("ERR %s", reason);
                return reply("OK");
        }

        return reply("ERR unknown command: %s", verb);
}

/* Reads newline-terminated commands from stdin until EOF or a signal. */
static void serve_commands(rd_kafka_mock_cluster_t *mcluster,
                           int broker_count,
                           int default_partitions) {
        char buffer[COMMAND_LINE_MAX];
        size_t used         = 0;
        int discarding_line = 0;
        struct pollfd fds[2] = {{.fd = STDIN_FILENO, .events = POLLIN},
                                {.fd = signal_pipe[0], .events = POLLIN}};

        for (;;) {
                ssize_t got;
                char *newline;

                if (poll(fds, 2, -1) < 0) {
                        if (errno == EINTR)
                                continue;
                        perror("kafka-mock: poll");
                        return;
                }
                if (fds[1].revents)
                        return;
                if (!fds[0].revents)
                        continue;

                got = read(STDIN_FILENO, buffer + used,
                           sizeof(buffer) - 1 - used);
                if (got < 0 && (errno == EINTR || errno == EAGAIN))
                        continue;
                if (got <= 0)
                        return;
                used += (size_t)got;
                buffer[used] = '\0';

                while ((newline = memchr(buffer, '\n', used))) {
                        size_t line_length = (size_t)(newline - buffer) + 1;

                        *newline = '\0';
                        if (discarding_line)
                                discarding_line = 0;
                        else if (handle_command(mcluster, buffer, broker_count,
                                                default_partitions))
                                return;
                        used -= line_length;
                        memmove(buffer, buffer + line_length, used);
                        buffer[used] = '\0';
                }

                /* A line that cannot fit is rejected once it finally ends. */
                if (used == sizeof(buffer) - 1) {
                        if (!discarding_line && reply("ERR line too long"))
                                return;
                        discarding_line = 1;
                        used            = 0;
                }
        }
}

static void install_signal_handlers(void) {
        struct sigaction action;

        if (pipe(signal_pipe))
                die("pipe: %s", strerror(errno));
        fcntl(signal_pipe[1], F_SETFL, O_NONBLOCK);
        fcntl(signal_pipe[0], F_SETFD, FD_CLOEXEC);
        fcntl(signal_pipe[1], F_SETFD, FD_CLOEXEC);

        memset(&action, 0, sizeof(action));
        action.sa_handler = on_terminate_signal;
        sigemptyset(&action.sa_mask);
        sigaction(SIGTERM, &action, NULL);
        sigaction(SIGINT, &action, NULL);

        /* Writing to a closed stdout must surface as an error, not kill us
         * before the cluster is torn down. */
        signal(SIGPIPE, SIG_IGN);
}

int main(int argc, char **argv) {
        int broker_count       = DEFAULT_BROKERS;
        int default_partitions = DEFAULT_PARTITIONS;
        int log_level          = DEFAULT_LOG_LEVEL;
        const char *log_level_env = getenv("KAFKA_MOCK_LOG_LEVEL");
        char log_level_text[8];
        char errstr[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *mcluster;
        sigset_t terminate_signals, previous_mask;
        int i;

        for (i = 1; i < argc && !strncmp(argv[i], "--", 2); i++) {
                if (!strcmp(argv[i], "--")) {
                        i++;
                        break;
                }
                if (i + 1 >= argc)
                        die("missing value for %s", argv[i]);
                if (!strcmp(argv[i], "--brokers")) {
                        if (parse_int(argv[++i], 1, MAX_BROKERS,
                                      &broker_count))
                                die("--brokers must be 1..%d", MAX_BROKERS);
                } else if (!strcmp(argv[i], "--partitions")) {
                        if (parse_int(argv[++i], 1, MAX_PARTITIONS,
                                      &default_partitions))
                                die("--partitions must be 1..%d",
                                    MAX_PARTITIONS);
                } else {
                        die("unknown option %s (usage: kafka-mock [--brokers "
                            "N] [--partitions P] [topic ...])",
                            argv[i]);
                }
        }
        if (log_level_env && parse_int(log_level_env, 0, 7, &log_level))
                die("KAFKA_MOCK_LOG_LEVEL must be 0..7");

        install_signal_handlers();

        /* librdkafka's background threads inherit the creating thread's
         * signal mask; keep the termination signals for the main thread. */
        sigemptyset(&terminate_signals);
        sigaddset(&terminate_signals, SIGTERM);
        sigaddset(&terminate_signals, SIGINT);
        pthread_sigmask(SIG_BLOCK, &terminate_signals, &previous_mask);

        conf = rd_kafka_conf_new();
        snprintf(log_level_text, sizeof(log_level_text), "%d", log_level);
        if (rd_kafka_conf_set(conf, "log_level", log_level_text, errstr,
                              sizeof(errstr)) != RD_KAFKA_CONF_OK)
                die("%s", errstr);
        rd_kafka_conf_set_log_cb(conf, log_to_stderr);

        /* The handle only anchors the mock cluster; it never connects. */
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk)
                die("rd_kafka_new: %s", errstr);

        mcluster = rd_kafka_mock_cluster_new(rk, broker_count);
        if (!mcluster)
                die("could not create the mock cluster");

        pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);

        rd_kafka_mock_set_apiversion(mcluster, API_KEY_METADATA, 0,
                                     METADATA_MAX_VERSION);

        for (; i < argc; i++) {
                const char *reason = NULL;
                if (create_topic(mcluster, argv[i], default_partitions,
                                 broker_count, &reason))
                        die("cannot create topic %s: %s", argv[i], reason);
        }

        if (reply("READY %s", rd_kafka_mock_cluster_bootstraps(mcluster)) ==
            0)
                serve_commands(mcluster, broker_count, default_partitions);

        rd_kafka_mock_cluster_destroy(mcluster);
        rd_kafka_destroy(rk);
        return 0;
}
